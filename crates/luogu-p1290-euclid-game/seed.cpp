// Seed: shared/seeds/003_3370cd6139e6f1a0.txt ("博弈论 get ！", section 分类). Added to compile: the includes, `using namespace std;` and the declarations of T, a and b as int (the blog omits them).
#include <iostream>
#include <algorithm>
using namespace std;
int T, a, b;

bool dfs(int a, int b)
{
    if(a == b)  return 1;
    if(a < b)  swap(a,b);
    if(a >= 2*b)return 1;
    return 1^dfs(b,a%b);
}

int main(void)
{
    cin >> T;
    while(T--)
    {
        cin >> a >> b;
        if(dfs(a,b)) cout << "Stan wins"  << endl;
        else         cout << "Ollie wins" << endl;
    }
    return 0;
}
